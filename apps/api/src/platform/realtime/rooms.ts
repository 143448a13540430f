/** Every staff member's sockets (Administrador and Colaborador). */
export const STAFF_ROOM = 'staff';

/** Every open tab of one user: where their own notifications go (issue 6). */
export const userRoom = (userId: number): string => `user:${userId}`;
