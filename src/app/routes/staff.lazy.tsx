import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { Inbox, RequestDetail, StaffFrame, type InboxFilters } from '@/features/staff';

export function StaffInboxPage() {
  const filters = useSearch({ from: '/staff' });
  const navigate = useNavigate({ from: '/staff' });
  const onChange = useCallback((next: InboxFilters) => void navigate({ search: next, replace: true }), [navigate]);
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
