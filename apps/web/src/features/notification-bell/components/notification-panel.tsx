import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListSubheader from '@mui/material/ListSubheader';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { Notification } from '@cambix/contract';
import { useMemo, useState } from 'react';
import { staffEs } from '@/i18n/staff.ts';
import { markAllRead, markRead, markUnread } from '../mark-notifications.ts';
import {
  groupByDay,
  limaDay,
  matchesFilter,
  summarizeGroups,
  type DayLabel,
  type ReadFilter,
} from '../notification-rules.ts';
import { useNotificationStore } from '../notification-store.ts';
import { BrowserNotificationsButton } from './browser-notifications-button.tsx';
import { GroupIcon } from './group-icon.tsx';
import { NotificationItem } from './notification-item.tsx';

const t = staffEs.notifications;
const READ_FILTERS: ReadFilter[] = ['all', 'unread', 'read'];
type View = 'day' | 'group';

function dayLabel(label: DayLabel, now: Date): string {
  if (label.kind === 'today') return t.today;
  if (label.kind === 'yesterday') return t.yesterday;
  return t.shortDate(label.day, limaDay(now).slice(0, 4));
}

/**
 * The bell's panel (docs/rules/notifications.md#the-bell): filters, group chips, and the list by day or by
 * group.
 */
export function NotificationPanel({ onOpen }: { onOpen: (item: Notification) => void }) {
  const items = useNotificationStore((state) => state.items);
  const unreadCount = useNotificationStore((state) => state.unreadCount);
  const [filter, setFilter] = useState<ReadFilter>('all');
  const [group, setGroup] = useState<string | null>(null);
  const [view, setView] = useState<View>('day');

  const groups = useMemo(() => summarizeGroups(items), [items]);
  const shown = useMemo(
    () => items.filter((item) => matchesFilter(item, filter, group)),
    [items, filter, group],
  );
  const toggleRead = (item: Notification) => void (item.read ? markUnread(item.uuid) : markRead(item.uuid));
  const now = new Date();

  const row = (item: Notification) => (
    <NotificationItem key={item.uuid} item={item} onOpen={onOpen} onToggleRead={toggleRead} />
  );

  let list;
  if (items.length === 0) {
    list = <EmptyText title={t.empty} />;
  } else if (shown.length === 0) {
    list = <EmptyText title={t.emptyFilterTitle} body={t.emptyFilterBody} />;
  } else if (view === 'day') {
    list = groupByDay(shown, now).map((section) => (
      <li key={section.day}>
        <List disablePadding>
          <ListSubheader sx={{ lineHeight: 2.5 }}>{dayLabel(section.label, now)}</ListSubheader>
          {section.items.map(row)}
        </List>
      </li>
    ));
  } else {
    list = groups.map((summary) => {
      const groupItems = summary.items.filter((item) => matchesFilter(item, filter, group));
      if (groupItems.length === 0) return null;
      const name = t.groupName(summary.group);
      return (
        <li key={summary.group} aria-label={name}>
          <List disablePadding>
            <ListSubheader sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5 }}>
              <GroupIcon group={summary.group} fontSize="small" />
              <Box component="span" sx={{ fontWeight: 700 }}>
                {name}
              </Box>
              <Box component="span" sx={{ flex: 1 }}>
                {t.groupSummary(summary.unread, summary.total)}
              </Box>
              <Button
                size="small"
                disabled={summary.unread === 0}
                onClick={() => void markAllRead(summary.group)}
                aria-label={`${t.readGroup}: ${name}`}
              >
                {t.readGroup}
              </Button>
            </ListSubheader>
            {groupItems.map(row)}
          </List>
        </li>
      );
    });
  }

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', maxHeight: 'min(640px, calc(100vh - 96px))' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, px: 2, pt: 2 }}>
        <Typography component="h2" variant="h6" sx={{ flex: 1, fontWeight: 700 }}>
          {t.title}
        </Typography>
        <BrowserNotificationsButton />
        <Button size="small" disabled={unreadCount === 0} onClick={() => void markAllRead()}>
          {t.markAllRead}
        </Button>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, px: 2, pt: 1.5 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={filter}
          aria-label={t.readFilter}
          onChange={(_, value: ReadFilter | null) => value && setFilter(value)}
        >
          {READ_FILTERS.map((value) => (
            <ToggleButton key={value} value={value} sx={{ px: 1.5, textTransform: 'none' }}>
              {t.filters[value]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={view}
          aria-label={t.view}
          onChange={(_, value: View | null) => value && setView(value)}
        >
          <ToggleButton value="day" sx={{ px: 1.5, textTransform: 'none' }}>
            {t.byDay}
          </ToggleButton>
          <ToggleButton value="group" sx={{ px: 1.5, textTransform: 'none' }}>
            {t.byGroup}
          </ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <Box
        role="group"
        aria-label={t.groupsLabel}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, px: 2, py: 1.5 }}
      >
        <GroupChip
          label={t.allGroups}
          unread={unreadCount}
          total={items.length}
          selected={group === null}
          onClick={() => setGroup(null)}
        />
        {groups.map((summary) => (
          <GroupChip
            key={summary.group}
            group={summary.group}
            label={t.groupName(summary.group)}
            unread={summary.unread}
            total={summary.total}
            selected={group === summary.group}
            onClick={() => setGroup(summary.group)}
          />
        ))}
      </Box>
      <List disablePadding sx={{ overflowY: 'auto', borderTop: 1, borderColor: 'divider' }}>
        {list}
      </List>
    </Box>
  );
}

function GroupChip(props: {
  group?: string;
  label: string;
  unread: number;
  total: number;
  selected: boolean;
  onClick: () => void;
}) {
  return (
    <Chip
      size="small"
      icon={props.group ? <GroupIcon group={props.group} /> : undefined}
      label={`${props.label} ${t.groupCounts(props.unread, props.total)}`}
      title={t.groupCountsHint(props.unread, props.total)}
      color={props.selected ? 'primary' : 'default'}
      variant={props.selected ? 'filled' : 'outlined'}
      aria-pressed={props.selected}
      onClick={props.onClick}
    />
  );
}

function EmptyText({ title, body }: { title: string; body?: string }) {
  return (
    <Box component="li" sx={{ listStyle: 'none', textAlign: 'center', px: 2, py: 5 }}>
      <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
      {body && (
        <Typography variant="body2" color="text.secondary">
          {body}
        </Typography>
      )}
    </Box>
  );
}
