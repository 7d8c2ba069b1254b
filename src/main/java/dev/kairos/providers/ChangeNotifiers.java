package dev.kairos.providers;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

import org.springframework.stereotype.Service;

/**
 * The {@link ChangeNotifier} of each provider that pushes changes.
 */
@Service
public class ChangeNotifiers {

	private final Map<Provider, ChangeNotifier> notifiers;

	ChangeNotifiers(List<ChangeNotifier> notifiers) {
		this.notifiers = notifiers.stream().collect(Collectors.toMap(ChangeNotifier::provider, Function.identity()));
	}

	/** The provider's notifier, or empty when it has no push (Canvas). */
	public Optional<ChangeNotifier> of(Provider provider) {
		return Optional.ofNullable(this.notifiers.get(provider));
	}

}
