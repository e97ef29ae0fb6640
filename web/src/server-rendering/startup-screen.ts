/**
 * The spec's 500 ms start-up screen is index.html's #startup-screen, ended by CSS 500 ms after it
 * is first shown (styles.css, decision 047), whether or not a script has run. Once it has ended
 * it is taken out of the page, so nothing hidden lingers above it for tools and tests.
 */
export function tidyAwayStartupScreen(): void {
  const screen = document.getElementById('startup-screen');
  if (!screen) return;
  if (getComputedStyle(screen).visibility === 'hidden') screen.remove();
  else screen.addEventListener('animationend', () => screen.remove(), { once: true });
}
