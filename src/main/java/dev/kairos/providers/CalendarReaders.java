package dev.kairos.providers;

import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

import org.springframework.stereotype.Service;

/**
 * The {@link CalendarReader} of each provider.
 */
@Service
public class CalendarReaders {

	private final Map<Provider, CalendarReader> readers;

	CalendarReaders(List<CalendarReader> readers) {
		this.readers = readers.stream().collect(Collectors.toMap(CalendarReader::provider, Function.identity()));
	}

	public CalendarReader of(Provider provider) {
		CalendarReader reader = this.readers.get(provider);
		if (reader == null) {
			throw new IllegalStateException("No calendar reader for " + provider);
		}
		return reader;
	}

}
