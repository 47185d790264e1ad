/** Mantine's base stylesheet (vite.config.ts, mantineStylesPerComponent). */
declare module 'virtual:mantine-styles';
