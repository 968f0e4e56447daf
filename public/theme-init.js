// Applies the stored theme before the first paint (loaded as a blocking script in <head>),
// so a reload never flashes the default theme. Mirrors applyTheme() in lib/theme/settings.ts.
(function () {
  try {
    var raw = window.localStorage.getItem('console-theme');
    if (!raw) return;
    var s = JSON.parse(raw) || {};
    var root = document.documentElement;
    var pick = function (v, list, d) { return list.indexOf(v) >= 0 ? v : d; };
    var hex = /^#[0-9a-f]{6}$/i;
    var scheme = /^(light|dark|mix)-[1-6]$/.test(s.scheme) ? s.scheme : 'light-1';
    root.dir = s.dir === 'rtl' ? 'rtl' : 'ltr';
    if (/^dark-/.test(scheme) || /^mix-[456]$/.test(scheme)) root.classList.add('dark');
    root.setAttribute('data-scheme', scheme);
    root.setAttribute('data-sidebar', pick(s.sidebar, ['default', 'compact', 'horizontal'], 'default'));
    root.setAttribute('data-sidebar-style', pick(s.sidebarStyle, ['default', 'border', 'iconColor'], 'default'));
    root.setAttribute('data-sidebar-bg', /^(none|(color|pattern|image)-[1-6])$/.test(s.sidebarBg) ? s.sidebarBg : 'none');
    root.style.setProperty('--theme-primary', hex.test(s.primary) ? s.primary : '#4466f2');
    root.style.setProperty('--theme-secondary', hex.test(s.secondary) ? s.secondary : '#1ea6ec');
  } catch {
    // storage blocked or value broken: the default theme stays
  }
})();
