import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PAGE_PARAM } from '../../lib/story/readingPlace';

/**
 * The address follows the page on screen (`?page=3`), so a reload or a shared link opens it.
 * The editor's preview (`enabled` false) leaves the editor's address alone.
 */
export function useReaderAddress(pageIndex: number, enabled: boolean) {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    if (!enabled) return;
    const params = new URLSearchParams(location.search);
    const page = pageIndex > 0 ? String(pageIndex + 1) : null;
    if (params.get(PAGE_PARAM) === page) return;
    if (page) params.set(PAGE_PARAM, page);
    else params.delete(PAGE_PARAM);
    const search = params.toString();
    void navigate(
      { search: search ? `?${search}` : '' },
      { replace: true, state: location.state as unknown },
    );
  }, [navigate, location.search, location.state, pageIndex, enabled]);
}
