import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';

/** A row's code as a link to its page; the click does not reach the row's own handler. */
export function RowCodeLink({ code, href }: { code: string; href: string }) {
  return (
    <Link
      component={RouterLink}
      to={href}
      underline="hover"
      sx={{ fontWeight: 700, fontFamily: 'monospace' }}
      onClick={(event) => event.stopPropagation()}
    >
      {code}
    </Link>
  );
}
