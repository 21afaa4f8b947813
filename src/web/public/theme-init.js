/* global document */
// Runs before the first paint so a dark-theme user never sees a light flash. Keys match
// src/web/lib/storage.ts (STORAGE_KEYS.theme, STORAGE_KEYS.language).
(function () {
  try {
    var theme = localStorage.getItem('theme');
    if (theme === 'dark') document.documentElement.classList.add('dark');
    document.documentElement.style.colorScheme = theme === 'dark' ? 'dark' : 'light';
    var lang = localStorage.getItem('language');
    if (lang === 'en' || lang === 'it') document.documentElement.lang = lang;
  } catch {
    /* storage unavailable: keep the defaults */
  }
})();
