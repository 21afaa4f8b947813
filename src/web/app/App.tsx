import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { queryClient } from './boot.ts';
import { ThemeProvider } from '../lib/theme.tsx';
import { LanguageProvider } from '../lib/language-context.tsx';
import { LazyToaster } from './shell/LazyToaster.tsx';
import { Root } from './Root.tsx';

/**
 * Providers and the router. Declarative routing (BrowserRouter + Routes) because the same path
 * (/, /pricing, /deal-flow ...) is a different page for a visitor and for a signed-in user: Root
 * picks the route table once authentication is known. It also keeps the data-router code out of
 * the visitor's bundle.
 */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <LanguageProvider>
          <BrowserRouter>
            <Root />
          </BrowserRouter>
          <LazyToaster />
        </LanguageProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
