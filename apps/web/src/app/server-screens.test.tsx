import { describe, expect, it } from 'vitest';
import { testCampaign } from '@/test/campaign';
import { testUser } from '@/test/user';
import { paintScreen, type ScreenPaint } from './server-screens';

/** Answers the campaign list with one campaign named after the caller, after `delay` ms. */
const campaignsOf =
  (name: string, delay = 0) =>
  async (url: string, init: RequestInit): Promise<Response> => {
    await new Promise((resolve) => setTimeout(resolve, delay));
    const authorization = (init.headers as Record<string, string>).Authorization;
    if (!url.startsWith('/api/campaign/list/for-user/')) return new Response('', { status: 404 });
    const campaign = testCampaign({ name: `${name} (${authorization})` });
    return Response.json({ items: [campaign], total: 1 });
  };

/** The JSON inside a painted screen's data script. */
const dataOf = (painted: ScreenPaint | null) =>
  painted?.dataScript.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '') ?? '';

const session = (id: number, token: string) => ({
  token,
  user: testUser({ id }),
  passwordLength: 8,
});

// docs/architecture.md#screens-painted-by-the-server
describe('paintScreen', () => {
  it('paints each request for its own session, however their calls interleave', async () => {
    const [ana, luis] = await Promise.all([
      paintScreen('/main', session(7, 'token-ana'), campaignsOf('Campaña de Ana', 30)),
      paintScreen('/main', session(8, 'token-luis'), campaignsOf('Campaña de Luis')),
    ]);
    expect(ana?.template).toBe('screen-main.html');
    expect(ana?.html).toContain('Campaña de Ana (Bearer token-ana)');
    expect(ana?.html).not.toContain('Luis');
    expect(luis?.html).toContain('Campaña de Luis (Bearer token-luis)');
    expect(JSON.parse(dataOf(ana))).toMatchObject({ userId: 7 });
    expect(JSON.parse(dataOf(luis))).toMatchObject({ userId: 8 });
  });

  it('marks the painted controls unavailable until the app takes over', async () => {
    const painted = await paintScreen('/main', session(7, 't'), campaignsOf('Campaña'));
    expect(painted?.html).toContain('<button aria-disabled="true"');
    expect(painted?.html).not.toContain('type="submit"');
  });

  it('keeps the data from closing its script element', async () => {
    const painted = await paintScreen('/main', session(7, 't'), campaignsOf('</script><b>'));
    expect(dataOf(painted)).not.toContain('</script>');
    expect(JSON.parse(dataOf(painted))).toBeTruthy();
  });

  it('paints nothing when a call fails, for an address it does not paint or without an id', async () => {
    const failing = async () => new Response('', { status: 500 });
    expect(await paintScreen('/main', session(7, 't'), failing)).toBeNull();
    expect(await paintScreen('/orderlist', session(7, 't'), campaignsOf('x'))).toBeNull();
    expect(await paintScreen('/activityorder', session(7, 't'), campaignsOf('x'))).toBeNull();
  });
});
