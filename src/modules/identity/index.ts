import { AdminUser, User } from './domain/user.entity.ts';

export const identityEntities = [User, AdminUser];
