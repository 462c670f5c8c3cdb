'use client';
// The appointment mutations for both roles, each refreshing every appointment and availability query.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '~/trpc/react.tsx';

export function useSchedulingRefresh() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.appointments.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.availability.pathKey() }),
    ]);
}

export function useAppointmentMutations() {
  const trpc = useTRPC();
  const refresh = useSchedulingRefresh();
  const opts = { onSuccess: () => void refresh() };
  return {
    accept: useMutation(trpc.appointments.accept.mutationOptions(opts)),
    decline: useMutation(trpc.appointments.decline.mutationOptions(opts)),
    cancel: useMutation(trpc.appointments.cancel.mutationOptions(opts)),
    reschedule: useMutation(trpc.appointments.reschedule.mutationOptions(opts)),
    rescheduleByAdviser: useMutation(trpc.appointments.adviser.reschedule.mutationOptions(opts)),
    approve: useMutation(trpc.appointments.adviser.approve.mutationOptions(opts)),
    reject: useMutation(trpc.appointments.adviser.reject.mutationOptions(opts)),
    cancelByAdviser: useMutation(trpc.appointments.adviser.cancel.mutationOptions(opts)),
    remove: useMutation(trpc.appointments.adviser.delete.mutationOptions(opts)),
  };
}
