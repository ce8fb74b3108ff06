import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html.ts';

describe('sanitizeHtml keeps the editor markup', () => {
  it.each([
    '<p>Hola <strong>mundo</strong> <em>y</em> <u>más</u> <s>no</s></p>',
    '<h1>a</h1><h2>b</h2><h3>c</h3><h4>d</h4>',
    '<ul><li>uno</li></ul><ol><li>dos</li></ol><blockquote>cita</blockquote>',
    '<p>línea<br>otra</p>',
    '<p>5 &lt; 6 &amp;&amp; &quot;sí&quot; &nbsp;&#241;</p>',
  ])('%s', (html) => {
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps http(s) and mailto links, with rel noopener and an optional _blank target', () => {
    expect(sanitizeHtml('<a href="https://cogersa.es/a?b=1&amp;c=2" target="_blank">x</a>')).toBe(
      '<a href="https://cogersa.es/a?b=1&amp;c=2" rel="noopener noreferrer" target="_blank">x</a>',
    );
    expect(sanitizeHtml("<A HREF='mailto:info@cogersa.es' target=_top>m</A>")).toBe(
      '<a href="mailto:info@cogersa.es" rel="noopener noreferrer">m</a>',
    );
  });

  it('keeps the eight editor fonts and nothing else of a style', () => {
    expect(
      sanitizeHtml('<span style="font-family: &quot;Times New Roman&quot;, serif">t</span>'),
    ).toBe(`<span style="font-family: 'Times New Roman'">t</span>`);
    expect(sanitizeHtml('<span style="color:red;font-family:montserrat">t</span>')).toBe(
      '<span style="font-family: Montserrat">t</span>',
    );
    expect(sanitizeHtml('<span style="font-family: Comic Sans MS">t</span>')).toBe(
      '<span>t</span>',
    );
  });

  it('unwraps other elements and keeps their text', () => {
    expect(
      sanitizeHtml('<div class="x"><p id="a">t</p><table><tr><td>c</td></tr></table></div>'),
    ).toBe('<p>t</p>c');
  });

  it('escapes stray brackets and ampersands in text', () => {
    expect(sanitizeHtml('a < b > c & d')).toBe('a &lt; b &gt; c &amp; d');
    expect(sanitizeHtml('1 <2')).toBe('1 &lt;2');
  });

  it('closes what is left open and drops unmatched end tags', () => {
    expect(sanitizeHtml('<p><strong>a</p>b</em></strong>')).toBe('<p><strong>a</strong></p>b');
  });
});

describe('sanitizeHtml against hostile input', () => {
  const cases: [string, string][] = [
    ['<script>alert(1)</script>ok', 'ok'],
    ['<SCRIPT SRC=//x.js></SCRIPT>ok', 'ok'],
    ['<script>document.write("</p><img src=x onerror=alert(1)>")</script>ok', 'ok'],
    ['<style>body{display:none}</style>ok', 'ok'],
    ['<iframe src="https://evil.test"></iframe>ok', 'ok'],
    ['<textarea><img src=x onerror=alert(1)></textarea>ok', 'ok'],
    ['<svg><script>alert(1)</script><svg></svg></svg>ok', 'ok'],
    ['<math><mi xlink:href="javascript:alert(1)">x</mi></math>ok', 'ok'],
    ['<template><img src=x onerror=alert(1)></template>ok', 'ok'],
    ['<img src=x onerror=alert(1)>ok', 'ok'],
    ['<p onclick="alert(1)" style="background:url(javascript:alert(1))">t</p>', '<p>t</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href=" JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="jav&#x61;script:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="javascript&colon;alert(1)">x</a>', '<a>x</a>'],
    ['<a href="java\tscript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', '<a>x</a>'],
    ['<a href="//evil.test">x</a>', '<a>x</a>'],
    [
      '<a href="https://ok.test" onmouseover="alert(1)">x</a>',
      '<a href="https://ok.test" rel="noopener noreferrer">x</a>',
    ],
    [
      '<a href="https://ok.test/&quot;onmouseover=alert(1)">x</a>',
      '<a href="https://ok.test/&quot;onmouseover=alert(1)" rel="noopener noreferrer">x</a>',
    ],
    [
      '<span style="font-family: Arial; behavior: url(x.htc)">t</span>',
      '<span style="font-family: Arial">t</span>',
    ],
    ['<span style="font-family: expression(alert(1))">t</span>', '<span>t</span>'],
    ['<!-- <script>alert(1)</script> -->ok', 'ok'],
    ['<!--><script>alert(1)</script>-->ok', 'ok'],
    ['<![CDATA[<script>alert(1)</script>]]>ok', 'alert(1)]]&gt;ok'],
    ['<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
    ['<p title="<script>alert(1)</script>">t</p>', '<p>t</p>'],
    ['<p\nonclick=alert(1)>t</p>', '<p>t</p>'],
    ['<p/onclick=alert(1)>t</p>', '<p>t</p>'],
    ['<img src="x" onerror="alert(1)"', ''],
    ['ok<a href="https://x.test', 'ok'],
    ['<scr\0ipt>alert(1)</script>', 'alert(1)'],
    ['&lt;script&gt;alert(1)&lt;/script&gt;', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['<form action="https://evil.test"><input name="p"><button>go</button></form>', 'go'],
    ['<base href="https://evil.test/"><meta http-equiv="refresh" content="0;url=x">ok', 'ok'],
    ['<object data="x.swf"><param name="a"></object><embed src="x.swf">ok', 'ok'],
    ['<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>ok', '"&gt;ok'],
  ];
  it.each(cases)('%s', (html, expected) => {
    expect(sanitizeHtml(html)).toBe(expected);
  });

  it('never lets an element outside the allow-list or an event attribute through', () => {
    const nasty = cases.map(([html]) => html).join('');
    const out = sanitizeHtml(nasty);
    const tags = [...out.matchAll(/<\/?([a-z0-9]+)/gi)].map((m) => m[1]?.toLowerCase());
    const allowed = [
      'p',
      'br',
      'strong',
      'em',
      'u',
      's',
      'h1',
      'h2',
      'h3',
      'h4',
      'ul',
      'ol',
      'li',
      'a',
      'span',
      'blockquote',
    ];
    expect(tags.filter((tag) => !allowed.includes(tag ?? ''))).toEqual([]);
    expect(out).not.toMatch(/<[^>]*\son\w+=/i);
    expect(out).not.toMatch(/href="(?!https?:|mailto:)/i);
  });

  it('handles long and deeply nested input in linear time', () => {
    const deep = '<p>'.repeat(20_000) + 'x' + '</p>'.repeat(20_000);
    expect(sanitizeHtml(deep).length).toBe(deep.length);
    const junk = '<a '.repeat(20_000);
    expect(sanitizeHtml(junk)).toBe('');
  });
});
