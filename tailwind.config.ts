import type { Config } from 'tailwindcss'

/**
 * Theme tokens. Colours point at CSS custom properties (defined in src/styles.css) so that
 * one set of utility classes serves the staff app, the dark venue screens and embeds that
 * take the host page's accent colour at run time.
 */
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        surface: 'var(--cs-surface)',
        'surface-raised': 'var(--cs-surface-raised)',
        'surface-sunken': 'var(--cs-surface-sunken)',
        ink: 'var(--cs-ink)',
        'ink-muted': 'var(--cs-ink-muted)',
        line: 'var(--cs-line)',
        accent: 'var(--cs-accent)',
        'accent-ink': 'var(--cs-accent-ink)',
        'accent-soft': 'var(--cs-accent-soft)',
        live: 'var(--cs-live)',
        danger: 'var(--cs-danger)',
        'danger-soft': 'var(--cs-danger-soft)',
        warning: 'var(--cs-warning)',
        'warning-soft': 'var(--cs-warning-soft)',
        success: 'var(--cs-success)',
      },
      fontFamily: {
        sans: [
          'system-ui',
          '-apple-system',
          '"Segoe UI"',
          'Roboto',
          '"Noto Sans"',
          'Ubuntu',
          'sans-serif',
          '"Apple Color Emoji"',
          '"Segoe UI Emoji"',
        ],
        mono: ['ui-monospace', '"SFMono-Regular"', 'Menlo', 'Consolas', 'monospace'],
      },
      fontSize: {
        // Venue screens are read from 5 m away; these sizes are the screen layout's steps.
        'screen-body': ['clamp(1.25rem, 1.6vw, 3rem)', { lineHeight: '1.3' }],
        'screen-title': ['clamp(1.75rem, 2.6vw, 5rem)', { lineHeight: '1.15' }],
      },
      borderRadius: {
        card: '0.75rem',
      },
    },
  },
} satisfies Config
