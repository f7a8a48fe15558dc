/**
 * Public Sans 300–700 with italics, self-hosted from @fontsource (no font service): the latin and latin-ext
 * subsets only (Indonesian and English text; the Vietnamese subset's 10 @font-face rules cost the sign-in page's
 * stylesheet a third of its size, issue 17).
 * Import once at the app entry: `import '@pawon/ui/fonts';`.
 */
import '@fontsource/public-sans/latin-300.css';
import '@fontsource/public-sans/latin-300-italic.css';
import '@fontsource/public-sans/latin-ext-300.css';
import '@fontsource/public-sans/latin-ext-300-italic.css';
import '@fontsource/public-sans/latin-400.css';
import '@fontsource/public-sans/latin-400-italic.css';
import '@fontsource/public-sans/latin-ext-400.css';
import '@fontsource/public-sans/latin-ext-400-italic.css';
import '@fontsource/public-sans/latin-500.css';
import '@fontsource/public-sans/latin-500-italic.css';
import '@fontsource/public-sans/latin-ext-500.css';
import '@fontsource/public-sans/latin-ext-500-italic.css';
import '@fontsource/public-sans/latin-600.css';
import '@fontsource/public-sans/latin-600-italic.css';
import '@fontsource/public-sans/latin-ext-600.css';
import '@fontsource/public-sans/latin-ext-600-italic.css';
import '@fontsource/public-sans/latin-700.css';
import '@fontsource/public-sans/latin-700-italic.css';
import '@fontsource/public-sans/latin-ext-700.css';
import '@fontsource/public-sans/latin-ext-700-italic.css';
