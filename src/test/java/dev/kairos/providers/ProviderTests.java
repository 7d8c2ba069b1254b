package dev.kairos.providers;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.Set;
import java.util.stream.Collectors;

import dev.kairos.shared.Source;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A provider is registered once, as a {@link Source} with its {@link Provider}: every
 * source but local events is a provider's, under the same wire value.
 */
class ProviderTests {

	@Test
	void everySourceButLocalIsAProvidersUnderTheSameWireValue() {
		Set<Source> synced = Arrays.stream(Provider.values()).map(Provider::source).collect(Collectors.toSet());
		assertThat(synced).hasSize(Provider.values().length).isEqualTo(EnumSet.complementOf(EnumSet.of(Source.LOCAL)));
		for (Provider provider : Provider.values()) {
			assertThat(provider.wireValue()).isEqualTo(provider.source().wireValue());
			assertThat(Provider.fromWire(provider.wireValue())).isSameAs(provider);
			assertThat(provider.source().displayName()).isNotBlank();
			assertThat(provider.source().accountName()).isNotBlank();
		}
		assertThat(Provider.fromWire("outlook")).isSameAs(Provider.MICROSOFT);
		assertThat(Provider.fromWire("local")).isNull();
	}

	@Test
	void wireValuesFitTheColumns() {
		// provider_connections.provider and external_events.source are 16 characters.
		assertThat(Source.wireValues()).allSatisfy((value) -> assertThat(value).hasSizeLessThanOrEqualTo(16));
	}

}
