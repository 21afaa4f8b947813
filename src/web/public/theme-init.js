/* global document */
// Runs before the first paint so a dark-theme user never sees a light flash. Keys match
// src/web/lib/storage.ts (STORAGE_KEYS.theme, STORAGE_KEYS.language).
(function () {
  // The first visit's rule of src/domain/navigation/language.ts (detectLanguage), which the app
  // applies again once loaded: the first preferred language we support, English otherwise.
  function firstVisitLanguage(preferred) {
    for (var i = 0; i < preferred.length; i += 1) {
      var primary = String(preferred[i]).toLowerCase().split('-')[0];
      if (primary === 'en' || primary === 'it') return primary;
    }
    return 'en';
  }
  try {
    var theme = localStorage.getItem('theme');
    if (theme === 'dark') document.documentElement.classList.add('dark');
    document.documentElement.style.colorScheme = theme === 'dark' ? 'dark' : 'light';
    var lang = localStorage.getItem('language');
    if (lang !== 'en' && lang !== 'it') lang = firstVisitLanguage(navigator.languages || []);
    document.documentElement.lang = lang;
  } catch {
    /* storage unavailable: keep the defaults */
  }
})();
