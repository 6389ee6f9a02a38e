// Public port of the messaging module: the only file other modules and the composition root import.
export { messagingModule } from './messaging.module.js';
export { type MessagingService, createMessagingService } from './messaging.service.js';
