/** The one theme: colours, spacing, type scale, breakpoints. */
export const theme = {
  colors: {
    primary: '#0b4f8a',
    primaryDark: '#083b68',
    primaryLight: '#e8f1fa',
    accent: '#b45309',
    accentLight: '#fef3c7',
    text: '#1f2937',
    muted: '#4b5563',
    border: '#d1d5db',
    surface: '#ffffff',
    background: '#f8fafc',
    success: '#166534',
    successLight: '#dcfce7',
    danger: '#b91c1c',
    dangerLight: '#fee2e2',
    focus: '#f59e0b',
    footer: '#0f172a',
    footerText: '#e2e8f0',
  },
  space: { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2rem', xxl: '3rem' },
  fontSizes: { sm: '0.875rem', base: '1rem', lg: '1.125rem', xl: '1.375rem', xxl: '1.75rem', hero: 'clamp(1.75rem, 5vw, 2.75rem)' },
  radii: { sm: '4px', md: '8px', lg: '14px', pill: '999px' },
  shadows: { card: '0 1px 3px rgba(15, 23, 42, 0.12)', raised: '0 10px 30px rgba(15, 23, 42, 0.18)' },
  breakpoints: { sm: '480px', md: '768px', lg: '1024px', xl: '1200px' },
  maxWidth: '1200px',
  headerHeight: '64px',
} as const;

export type Theme = typeof theme;

/** Media queries from the breakpoints, mobile first. */
export const media = {
  sm: `@media (min-width: ${theme.breakpoints.sm})`,
  md: `@media (min-width: ${theme.breakpoints.md})`,
  lg: `@media (min-width: ${theme.breakpoints.lg})`,
  belowMd: `@media (max-width: calc(${theme.breakpoints.md} - 0.02px))`,
} as const;
