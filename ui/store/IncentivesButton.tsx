import { StoreIcon } from './icons';

/** The map HUD button beside "My monster" that opens the store, house and outfit room (44 px+ target). */
export function IncentivesButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" className="btn btn-ghost btn-small my-monster-button" onClick={onClick} data-testid="open-incentives">
      <StoreIcon />
      Store &amp; house
    </button>
  );
}
