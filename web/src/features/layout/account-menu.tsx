import { Link } from '@tanstack/react-router';
import { authMessages } from '@contracts/identity/contracts/auth-messages.contract.ts';
import { ChevronDown, LogOut, UserRound } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { signOut, useSessionStore } from '../../stores/session.store.ts';
import { describeAccount, listAccountMenuItems } from './nav-items.ts';

export function AccountMenu() {
  const session = useSessionStore();
  const label = describeAccount(session);

  // signOut() announces SIGNED_OUT, which takes the app to / (useSignedOutNavigation).
  const logOut = async () => {
    const outcome = await signOut();
    if (outcome === 'signed-out') toast({ title: authMessages.signedOutTitle, description: authMessages.signedOut });
    else toast({ title: authMessages.forceSignOutTitle, description: authMessages.forceSignOut, variant: 'destructive' });
  };

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Account menu: ${label}`}>
          <UserRound aria-hidden="true" className="max-sm:hidden" />
          {label}
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {session.user?.email ? <DropdownMenuLabel>{session.user.email}</DropdownMenuLabel> : null}
        {listAccountMenuItems(session).map((item) => (
          <DropdownMenuItem key={item.label} asChild>
            <Link to={item.to}>{item.label}</Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void logOut()}>
          <LogOut aria-hidden="true" />
          Log Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
