package dev.kairos.ical;

import dev.kairos.shared.RequestBodyLimit;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.util.unit.DataSize;

@Configuration(proxyBeanMethods = false)
class IcalConfiguration {

	/** Room for the multipart envelope around a file of the largest accepted size. */
	private static final DataSize MULTIPART_ENVELOPE = DataSize.ofKilobytes(64);

	/**
	 * Let the import path take files up to the import limit rather than the API's default
	 * body limit; the importer checks the file's exact size.
	 */
	@Bean
	RequestBodyLimit icalImportBodyLimit(IcalProperties properties) {
		return new RequestBodyLimit(IcalController.IMPORT_PATH,
				DataSize.ofBytes(properties.maxImportSize().toBytes() + MULTIPART_ENVELOPE.toBytes()), true);
	}

}
