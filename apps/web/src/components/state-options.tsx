// The states and union territories to choose from, for a select whose value is the state's name: the
// state decides the order's GST (docs/product.md §4.7).
import { indianStates } from '@kaushal/shared/india';

const STATES = indianStates.filter((state) => !state.unionTerritory);
const UNION_TERRITORIES = indianStates.filter((state) => state.unionTerritory);

export function StateOptions() {
  return (
    <>
      <option value="">Choose a state or union territory</option>
      <optgroup label="States">
        {STATES.map((state) => (
          <option key={state.code}>{state.name}</option>
        ))}
      </optgroup>
      <optgroup label="Union territories">
        {UNION_TERRITORIES.map((state) => (
          <option key={state.code}>{state.name}</option>
        ))}
      </optgroup>
    </>
  );
}
