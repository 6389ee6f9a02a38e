import type { AppModule } from '../../kernel/module.js';
import type { BookingDependencies } from './booking.dependencies.js';
import { registerBookingRoutes } from './booking.routes.js';

/** The booking record (Kontierung) of captured documents: GetBooking, SaveBooking, GetBookingProposal. */
export const bookingModule: AppModule<BookingDependencies> = {
  name: 'booking',
  registerRoutes: registerBookingRoutes,
};
