package dev.kairos.assistant;

import dev.kairos.security.KairosUser;
import org.jspecify.annotations.Nullable;

/**
 * Which mail provider an e-mail draft will be sent with. No implementation exists until
 * mail accounts can be connected; until then drafts carry {@code provider: null}.
 */
interface MailAccounts {

	/**
	 * Return the wire value of the user's connected mail provider ({@code google} before
	 * {@code microsoft}), or null when none is connected.
	 */
	@Nullable String connectedProvider(KairosUser user);

}
