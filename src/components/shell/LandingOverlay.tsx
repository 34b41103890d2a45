/**
 * SPEC §2: on a visitor's first landing a white full-screen overlay with nine animated squares,
 * hidden 3000 ms after it appeared. The inline script in <head> shows and hides it (no wait for the
 * app); the shell runtime then binds it to the global loader flag (SPEC §4).
 */
export function LandingOverlay() {
  return (
    <div aria-hidden className="landing-overlay" data-testid="landing-overlay">
      <div className="landing-squares">
        {Array.from({ length: 9 }, (_, i) => (
          <span key={i} />
        ))}
      </div>
    </div>
  )
}
