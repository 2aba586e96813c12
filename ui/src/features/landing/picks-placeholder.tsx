/**
 * What the preview shows while its picks load: three empty cards the size of real ones. The prerendered
 * landing page carries this, so when the picks arrive nothing below them moves: a reader (or a tap) aimed
 * at the footer's links lands where it was aimed.
 */
export function PicksPlaceholder() {
  return (
    <ul className="lp-picks" aria-busy="true">
      <li className="lp-pick lp-pick-placeholder">
        <p className="lp-muted">Loading the latest picks…</p>
      </li>
      <li className="lp-pick lp-pick-placeholder" aria-hidden="true" />
      <li className="lp-pick lp-pick-placeholder" aria-hidden="true" />
    </ul>
  );
}
