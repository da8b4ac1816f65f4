import type { AdminGrievance } from '@shahi/contract/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '#web/features/admin/api/admin-keys.ts';
import { apiPost } from '#web/lib/api-client.ts';

/**
 * `POST /api/admin/grievances/:id/acknowledge` {note} → the grievance, the acknowledgement (with the
 * note, '' = none) mailed to the complainant; 409 when no longer open, 404 unknown.
 */
export function acknowledgeGrievance(id: string, note = ''): Promise<AdminGrievance> {
  return apiPost<AdminGrievance>(`/admin/grievances/${encodeURIComponent(id)}/acknowledge`, { note });
}

/**
 * `POST /api/admin/grievances/:id/resolve` {resolution} → the grievance, the resolution mailed to
 * the complainant; 409 when already resolved, 404 unknown.
 */
export function resolveGrievance(id: string, resolution: string): Promise<AdminGrievance> {
  return apiPost<AdminGrievance>(`/admin/grievances/${encodeURIComponent(id)}/resolve`, { resolution });
}

/** A move of one grievance: acknowledge (with an optional note), or resolve with the text mailed to the complainant. */
export type GrievanceMove =
  | { id: string; action: 'acknowledge'; note?: string }
  | { id: string; action: 'resolve'; resolution: string };

/** Acknowledges or resolves a grievance; the lists are read again afterwards. */
export function useChangeGrievance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: GrievanceMove) =>
      move.action === 'acknowledge'
        ? acknowledgeGrievance(move.id, move.note)
        : resolveGrievance(move.id, move.resolution),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.grievances() }),
  });
}
