import { STAFF_MODULES, type StaffModule } from '@cambix/contract';

/** Every staff member's sockets (Administrador and Colaborador). */
export const STAFF_ROOM = 'staff';

/** Every open tab of one user: where their own notifications go (issue 6). */
export const userRoom = (userId: number): string => `user:${userId}`;

/** The sockets of staff who may view a module: what they hear about orders follows their grants. */
export const moduleRoom = (module: StaffModule): string => `module:${module}`;

export const MODULE_ROOMS: readonly string[] = STAFF_MODULES.map(moduleRoom);
