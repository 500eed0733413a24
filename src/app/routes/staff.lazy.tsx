import { useNavigate, useParams, useRouter, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { Inbox, RequestDetail, StaffFrame, type InboxFilters } from '@/features/staff';

export function StaffInboxPage() {
  const filters = useSearch({ from: '/staff' });
  const navigate = useNavigate({ from: '/staff' });
  const router = useRouter();
  const onChange = useCallback(
    (next: InboxFilters) => {
      // A search that settles while a request's page is opening must not take the visitor back to the list.
      const { location, resolvedLocation } = router.state;
      if (resolvedLocation && location.pathname !== resolvedLocation.pathname) return;
      void navigate({ search: next, replace: true });
    },
    [navigate, router],
  );
  return (
    <StaffFrame>
      <Inbox filters={filters} onChange={onChange} />
    </StaffFrame>
  );
}

export function StaffRequestPage() {
  const { orderId } = useParams({ from: '/staff/requests/$orderId' });
  return (
    <StaffFrame>
      <RequestDetail orderId={orderId} />
    </StaffFrame>
  );
}
