import { useLayoutEffect } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { bindNavigator, reportLocation } from '../navigation/navigate';

/**
 * Hands react-router's navigate function and every location change to the navigation helpers, which are
 * also used outside React (the API client sends the user home or to login).
 */
export function NavigationBridge(): null {
  const navigate = useNavigate();
  const location = useLocation();
  const action = useNavigationType();

  useLayoutEffect(() => {
    bindNavigator((to, opts) => navigate(to as string, opts));
  }, [navigate]);

  useLayoutEffect(() => {
    reportLocation({ pathname: location.pathname, search: location.search, key: location.key }, action);
    // A newly opened screen starts at the top; going back leaves the browser's own restoration alone.
    if (action !== 'POP') window.scrollTo(0, 0);
  }, [location, action]);

  return null;
}
