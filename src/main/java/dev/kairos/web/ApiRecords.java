package dev.kairos.web;

import java.lang.reflect.RecordComponent;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

import org.jspecify.annotations.Nullable;

import org.springframework.beans.factory.config.BeanDefinition;
import org.springframework.context.annotation.ClassPathScanningCandidateComponentProvider;
import org.springframework.core.type.filter.AssignableTypeFilter;
import org.springframework.util.ClassUtils;

/**
 * The service's records by the name the API description gives their schemas (the simple
 * name), to read from their components what the annotations of springdoc cannot say:
 * whether a value may be null.
 */
final class ApiRecords {

	private ApiRecords() {
	}

	/** Every record under {@code dev.kairos} whose simple name no other record has. */
	static Map<String, Class<?>> byName() {
		ClassPathScanningCandidateComponentProvider scanner = new ClassPathScanningCandidateComponentProvider(false) {

			@Override
			protected boolean isCandidateComponent(
					org.springframework.beans.factory.annotation.AnnotatedBeanDefinition definition) {
				return true;
			}

		};
		scanner.addIncludeFilter(new AssignableTypeFilter(Record.class));
		Map<String, Class<?>> records = new HashMap<>();
		Set<String> ambiguous = new HashSet<>();
		for (BeanDefinition definition : scanner.findCandidateComponents("dev.kairos")) {
			Class<?> type = ClassUtils.resolveClassName(definition.getBeanClassName(),
					ApiRecords.class.getClassLoader());
			if (records.put(type.getSimpleName(), type) != null) {
				ambiguous.add(type.getSimpleName());
			}
		}
		ambiguous.forEach(records::remove);
		return records;
	}

	/** The record's components by their snake_case wire names; empty for no record. */
	static Map<String, RecordComponent> components(@Nullable Class<?> record) {
		Map<String, RecordComponent> components = new HashMap<>();
		if (record != null && record.isRecord()) {
			for (RecordComponent component : record.getRecordComponents()) {
				components.put(snakeCase(component.getName()), component);
			}
		}
		return components;
	}

	/** Whether the component is declared {@code @Nullable}. */
	static boolean nullable(RecordComponent component) {
		return component.getAnnotatedType().isAnnotationPresent(Nullable.class);
	}

	private static String snakeCase(String name) {
		return name.replaceAll("([a-z0-9])([A-Z])", "$1_$2").toLowerCase(java.util.Locale.ROOT);
	}

}
