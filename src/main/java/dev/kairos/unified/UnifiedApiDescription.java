package dev.kairos.unified;

import dev.kairos.shared.Source;
import io.swagger.v3.oas.models.PathItem;
import io.swagger.v3.oas.models.media.StringSchema;
import org.springdoc.core.customizers.OpenApiCustomizer;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** What the API description says of the unified listing that annotations cannot. */
@Configuration(proxyBeanMethods = false)
class UnifiedApiDescription {

	/**
	 * The source filter's allowed values in the API description, from {@link Source}: a
	 * new source needs no list here.
	 */
	@Bean
	static OpenApiCustomizer unifiedSourceValues() {
		return (api) -> {
			PathItem path = (api.getPaths() != null) ? api.getPaths().get("/api/unified/events") : null;
			if (path == null || path.getGet() == null || path.getGet().getParameters() == null) {
				return;
			}
			path.getGet()
				.getParameters()
				.stream()
				.filter((parameter) -> "source".equals(parameter.getName()))
				.forEach((parameter) -> {
					StringSchema values = new StringSchema();
					values.setDefault("all");
					values.addEnumItem("all");
					Source.wireValues().forEach(values::addEnumItem);
					parameter.setSchema(values);
				});
		};
	}

}
