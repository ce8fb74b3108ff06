import type { ThemeConfig } from 'antd';

/**
 * The class that holds the theme's CSS variables (`--ant-…`): antd gives it to its components,
 * and the app's root (app/providers.tsx) has it too, for the text of the screens' own elements.
 */
export const themeVariablesClass = 'css-var-app';

/**
 * The one theme of the app (docs/architecture.md#look-and-feel): primary green #2E7D32, 6 px
 * corners. Headings use Montserrat when the device has it, with system fallbacks (no web font is
 * downloaded): see `--heading-font` in styles.css. Text colours are darkened where antd's defaults
 * fall below WCAG AA contrast (4.5:1) on white and on the layout background.
 */
export const theme: ThemeConfig = {
  // Class names without antd's hash and one fixed class for the theme's CSS variables: the
  // selectors of the stylesheet made at build time, which also holds those variables for the
  // login screen painted before any script (docs/architecture.md#performance-on-phones).
  hashed: false,
  cssVar: { key: themeVariablesClass },
  token: {
    colorPrimary: '#2E7D32',
    colorLink: '#2E7D32',
    // antd derives lighter hover shades from the primary; they fall under 4.5:1 on white.
    colorPrimaryHover: '#1B5E20',
    colorPrimaryActive: '#144A17',
    colorLinkHover: '#1B5E20',
    colorLinkActive: '#144A17',
    colorInfo: '#2E7D32',
    colorError: '#C62828',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
    borderRadius: 6,
    fontFamily:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    // An empty table's 'No hay resultados' is drawn in the disabled text colour (1.8:1): it is
    // content, not a disabled control, so it gets the readable grey
    // (docs/architecture.md#look-and-feel).
    Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.62)' },
    Empty: { colorTextDisabled: 'rgba(0, 0, 0, 0.62)' },
    Menu: {
      horizontalLineHeight: '62px',
      itemSelectedColor: '#1B5E20',
      horizontalItemSelectedColor: '#1B5E20',
      itemSelectedBg: '#E8F5E9',
    },
  },
};
