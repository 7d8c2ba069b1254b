package dev.kairos.assistant;

import java.util.List;

import dev.kairos.mail.Mailer;
import dev.kairos.providers.Provider;
import dev.kairos.security.KairosUser;
import org.jspecify.annotations.Nullable;

import org.springframework.stereotype.Component;

/**
 * The provider an e-mail draft names: the one the mail feature would send with.
 */
@Component
class ConnectedMailAccounts implements MailAccounts {

	private final Mailer mailer;

	ConnectedMailAccounts(Mailer mailer) {
		this.mailer = mailer;
	}

	@Override
	public @Nullable String connectedProvider(KairosUser user) {
		Provider provider = this.mailer.preferredProvider(user);
		return (provider != null) ? provider.wireValue() : null;
	}

	@Override
	public List<String> names() {
		return this.mailer.providers().stream().map((provider) -> provider.source().accountName()).toList();
	}

}
