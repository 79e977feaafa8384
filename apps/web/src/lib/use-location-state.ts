// The router's navigation state, typed as unknown so every reader has to check its shape.
import { useLocation } from 'react-router';

export function useLocationState(): unknown {
  const location = useLocation();
  return location.state as unknown;
}
