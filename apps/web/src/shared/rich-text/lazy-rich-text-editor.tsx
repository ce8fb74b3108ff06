import { Skeleton } from 'antd';
import { Suspense, lazy } from 'react';
import type { RichTextEditorProps } from './rich-text-editor';

const Editor = lazy(async () => ({ default: (await import('./rich-text-editor')).RichTextEditor }));

/**
 * The rich-text editor loaded on first use: TipTap comes in its own chunk, shared by the
 * campaign and activity editors and never part of the login bundle. Same props as
 * `RichTextEditor`.
 */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
      <Editor {...props} />
    </Suspense>
  );
}
