import { Migration20261122000100_platform } from './Migration20261122000100_platform.ts';
import { Migration20261122000200_reference_data } from './Migration20261122000200_reference_data.ts';
import { Migration20261122000300_identity } from './Migration20261122000300_identity.ts';
import { Migration20261122000400_directory } from './Migration20261122000400_directory.ts';
import { Migration20261122000500_profiles } from './Migration20261122000500_profiles.ts';
import { Migration20261122000600_shortlists } from './Migration20261122000600_shortlists.ts';
import { Migration20261122000700_directory_performance } from './Migration20261122000700_directory_performance.ts';
import { Migration20261122000800_directory_public_search } from './Migration20261122000800_directory_public_search.ts';
import { Migration20261122000900_directory_public_search_exact } from './Migration20261122000900_directory_public_search_exact.ts';
import { Migration20261125000100_invitations } from './Migration20261125000100_invitations.ts';
import { Migration20261125000300_community } from './Migration20261125000300_community.ts';
import { Migration20261125000400_content } from './Migration20261125000400_content.ts';
import { Migration20261125000500_saved_searches } from './Migration20261125000500_saved_searches.ts';
import { Migration20261125001100_security_event_kinds } from './Migration20261125001100_security_event_kinds.ts';
import { Migration20261125001200_shortlist_shares } from './Migration20261125001200_shortlist_shares.ts';
import { Migration20261126000100_profile_freshness } from './Migration20261126000100_profile_freshness.ts';
import { Migration20261126000200_directory_popular_searches } from './Migration20261126000200_directory_popular_searches.ts';
import { Migration20261126000300_directory_index_snapshots } from './Migration20261126000300_directory_index_snapshots.ts';
import { Migration20261127002900_outbox_jobs } from './Migration20261127002900_outbox_jobs.ts';
import { Migration20261127003100_account_deletion } from './Migration20261127003100_account_deletion.ts';
import { Migration20261128000100_community_consents } from './Migration20261128000100_community_consents.ts';
import { Migration20261128001000_directory_change_times } from './Migration20261128001000_directory_change_times.ts';
import { Migration20261128003000_personal_data_exports } from './Migration20261128003000_personal_data_exports.ts';
import { Migration20261128004000_audit_events } from './Migration20261128004000_audit_events.ts';
import { Migration20261128005000_second_factors } from './Migration20261128005000_second_factors.ts';
import { Migration20261128010000_step_up } from './Migration20261128010000_step_up.ts';
import { Migration20261128020000_passkeys } from './Migration20261128020000_passkeys.ts';
import { Migration20261128030000_step_up_passkey_challenges } from './Migration20261128030000_step_up_passkey_challenges.ts';
import { Migration20261128040000_directory_lexemes } from './Migration20261128040000_directory_lexemes.ts';
import { Migration20261128050000_directory_search_places } from './Migration20261128050000_directory_search_places.ts';
import { Migration20261202000100_insights } from './Migration20261202000100_insights.ts';
import { Migration20261202000200_vetting_decisions } from './Migration20261202000200_vetting_decisions.ts';
import { Migration20261204000100_directory_lexeme_counts } from './Migration20261204000100_directory_lexeme_counts.ts';

/**
 * Every migration in the order it runs. Listed explicitly (rather than found by a file glob) so the
 * API, the CLI, vitest and the worker all apply exactly the same set. Never edit one that landed:
 * add a new file and append it here.
 */
export const migrationsList = [
  { name: 'Migration20261122000100_platform', class: Migration20261122000100_platform },
  { name: 'Migration20261122000200_reference_data', class: Migration20261122000200_reference_data },
  { name: 'Migration20261122000300_identity', class: Migration20261122000300_identity },
  { name: 'Migration20261122000400_directory', class: Migration20261122000400_directory },
  { name: 'Migration20261122000500_profiles', class: Migration20261122000500_profiles },
  { name: 'Migration20261122000600_shortlists', class: Migration20261122000600_shortlists },
  { name: 'Migration20261122000700_directory_performance', class: Migration20261122000700_directory_performance },
  { name: 'Migration20261122000800_directory_public_search', class: Migration20261122000800_directory_public_search },
  { name: 'Migration20261122000900_directory_public_search_exact', class: Migration20261122000900_directory_public_search_exact },
  { name: 'Migration20261125000100_invitations', class: Migration20261125000100_invitations },
  { name: 'Migration20261125000300_community', class: Migration20261125000300_community },
  { name: 'Migration20261125000400_content', class: Migration20261125000400_content },
  { name: 'Migration20261125000500_saved_searches', class: Migration20261125000500_saved_searches },
  { name: 'Migration20261125001100_security_event_kinds', class: Migration20261125001100_security_event_kinds },
  { name: 'Migration20261125001200_shortlist_shares', class: Migration20261125001200_shortlist_shares },
  { name: 'Migration20261126000100_profile_freshness', class: Migration20261126000100_profile_freshness },
  { name: 'Migration20261126000200_directory_popular_searches', class: Migration20261126000200_directory_popular_searches },
  { name: 'Migration20261126000300_directory_index_snapshots', class: Migration20261126000300_directory_index_snapshots },
  { name: 'Migration20261127002900_outbox_jobs', class: Migration20261127002900_outbox_jobs },
  { name: 'Migration20261127003100_account_deletion', class: Migration20261127003100_account_deletion },
  { name: 'Migration20261128000100_community_consents', class: Migration20261128000100_community_consents },
  { name: 'Migration20261128001000_directory_change_times', class: Migration20261128001000_directory_change_times },
  { name: 'Migration20261128003000_personal_data_exports', class: Migration20261128003000_personal_data_exports },
  { name: 'Migration20261128004000_audit_events', class: Migration20261128004000_audit_events },
  { name: 'Migration20261128005000_second_factors', class: Migration20261128005000_second_factors },
  { name: 'Migration20261128010000_step_up', class: Migration20261128010000_step_up },
  { name: 'Migration20261128020000_passkeys', class: Migration20261128020000_passkeys },
  { name: 'Migration20261128030000_step_up_passkey_challenges', class: Migration20261128030000_step_up_passkey_challenges },
  { name: 'Migration20261128040000_directory_lexemes', class: Migration20261128040000_directory_lexemes },
  { name: 'Migration20261128050000_directory_search_places', class: Migration20261128050000_directory_search_places },
  { name: 'Migration20261202000100_insights', class: Migration20261202000100_insights },
  { name: 'Migration20261202000200_vetting_decisions', class: Migration20261202000200_vetting_decisions },
  { name: 'Migration20261204000100_directory_lexeme_counts', class: Migration20261204000100_directory_lexeme_counts },
];
