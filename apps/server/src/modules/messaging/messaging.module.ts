import type { AppModule } from '../../kernel/module.js';
import type { MessagingDependencies } from './messaging.dependencies.js';
import { registerMessagingRoutes } from './messaging.routes.js';

export const messagingModule: AppModule<MessagingDependencies> = {
  name: 'messaging',
  registerRoutes: registerMessagingRoutes,
};
