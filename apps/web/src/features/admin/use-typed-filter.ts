import { useEffect, useEffectEvent, useState } from 'react';
import { useDebouncedValue } from '@/shared/use-debounced-value';

/**
 * A text filter applied as it is typed, once typing pauses (or at once with `commit`, on
 * Enter): `apply` is called with the settled text whenever it differs from `applied`.
 */
export function useTypedFilter(applied: string, apply: (text: string) => void) {
  const [text, setText] = useState(applied);
  const settled = useDebouncedValue(text);
  const onSettled = useEffectEvent((value: string) => {
    if (value.trim() !== applied.trim()) apply(value);
  });
  useEffect(() => onSettled(settled), [settled]);
  const commit = () => {
    if (text.trim() !== applied.trim()) apply(text);
  };
  return { text, setText, commit };
}
