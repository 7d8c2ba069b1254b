package dev.kairos.providers;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

import org.jspecify.annotations.Nullable;

import org.springframework.stereotype.Service;

/**
 * The {@link MailSender} of each provider that sends mail.
 */
@Service
public class MailSenders {

	private final Map<Provider, MailSender> senders;

	MailSenders(List<MailSender> senders) {
		this.senders = senders.stream().collect(Collectors.toMap(MailSender::provider, Function.identity()));
	}

	/**
	 * The providers that send mail, in the order of {@link Provider}: those whose package
	 * has a {@link MailSender} bean.
	 */
	public List<Provider> providers() {
		return Arrays.stream(Provider.values()).filter(this.senders::containsKey).toList();
	}

	/** The provider's sender, or null when the provider sends no mail. */
	public @Nullable MailSender of(Provider provider) {
		return this.senders.get(provider);
	}

}
