import { themeVariablesClass } from '@/shared/antd/theme';

/**
 * antd's class names for the controls drawn here without its code: its stylesheet, built ahead
 * for the whole app, then gives them antd's look (docs/architecture.md#performance-on-phones).
 */
export const classes = (...names: (string | false | undefined)[]): string =>
  names.filter(Boolean).join(' ');

/** The theme's CSS variables class, which antd gives each of its components. */
export const themed = themeVariablesClass;

type ButtonKind = 'primary' | 'default' | 'link';

const buttonKinds: Record<ButtonKind, string> = {
  primary: 'ant-btn-primary ant-btn-color-primary ant-btn-variant-solid',
  default: 'ant-btn-default ant-btn-color-default ant-btn-variant-outlined',
  link: 'ant-btn-link ant-btn-color-link ant-btn-variant-link',
};

/** An antd button's classes: its kind, `large` and `block` as antd's `size` and `block`. */
export const buttonClasses = (
  kind: ButtonKind,
  { large = false, block = false }: { large?: boolean; block?: boolean } = {},
): string =>
  classes('ant-btn', themed, buttonKinds[kind], large && 'ant-btn-lg', block && 'ant-btn-block');

export const dividerClasses = classes(
  'ant-divider',
  themed,
  'ant-divider-horizontal',
  'ant-divider-rail',
);

export const formClasses = classes(
  'ant-form ant-form-vertical ant-form-hide-required-mark',
  themed,
  'ant-form-css-var',
);

export const inputStatus = (error: string | undefined) =>
  error === undefined ? undefined : 'ant-input-status-error';
