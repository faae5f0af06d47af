import {
  BellRing,
  CalendarDays,
  CircleUserRound,
  ClipboardList,
  Globe,
  Handshake,
  Hash,
  ListChecks,
  MessagesSquare,
  PencilRuler,
  Users,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import type { MemberNavKey } from './member-nav.ts';

export const MEMBER_NAV_ICONS: Record<MemberNavKey, LucideIcon> = {
  channels: Hash,
  messages: MessagesSquare,
  calendar: CalendarDays,
  tasks: ListChecks,
  profile: CircleUserRound,
  users: Users,
  'public-users': Globe,
  'sponsor-inquiries': Handshake,
  alerts: BellRing,
  scout: ClipboardList,
  'scouting-crew': UsersRound,
  'scouting-form': PencilRuler,
};
