import { BellRing, CalendarDays, CircleUserRound, Globe, Handshake, Hash, ListChecks, MessagesSquare, Users, type LucideIcon } from 'lucide-react';
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
};
