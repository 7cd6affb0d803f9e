/**
 * The shared types the islands and the server both use (src/lib/…/types.ts) say the same as the OpenAPI document
 * (src/lib/api/schema.d.ts, generated from it): the type check fails on the line of a shape that drifted, so an
 * island cannot read a field the server stopped sending, or miss one it now sends (issue 24, decision 158).
 * Types only: nothing here reaches a bundle.
 */
import type { Booking, BookingPage, BookingRequest } from '../bookings/types.ts';
import type { Conversation, ConversationPage, Message, MessageSlice } from '../conversations/types.ts';
import type { Notification, NotificationPage } from '../notifications/types.ts';
import type { Breed, Country, Location, Municipality, Species, UserType } from '../reference/shapes.ts';
import type { Schema } from './schemas.ts';

/** True when A and B are each assignable to the other (the same shape for every reader and writer). */
type Agree<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Check<T extends true> = T;

export type ShapesAgree = [
  Check<Agree<Booking, Schema<'Booking'>>>,
  Check<Agree<BookingPage, Schema<'BookingPage'>>>,
  Check<Agree<BookingRequest, Schema<'BookingRequestView'>>>,
  Check<Agree<Conversation, Schema<'Conversation'>>>,
  Check<Agree<ConversationPage, Schema<'ConversationPage'>>>,
  Check<Agree<Message, Schema<'Message'>>>,
  Check<Agree<MessageSlice, Schema<'MessageSlice'>>>,
  Check<Agree<Notification, Schema<'Notification'>>>,
  Check<Agree<NotificationPage, Schema<'NotificationPage'>>>,
  Check<Agree<Breed, Schema<'Breed'>>>,
  Check<Agree<Country, Schema<'Country'>>>,
  Check<Agree<Location, Schema<'Location'>>>,
  Check<Agree<Municipality, Schema<'Municipality'>>>,
  Check<Agree<Species, Schema<'Species'>>>,
  Check<Agree<UserType, Schema<'UserType'>>>,
];
