package dev.kairos.web;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import io.swagger.v3.core.jackson.ModelResolver;
import io.swagger.v3.core.util.Json;
import io.swagger.v3.oas.models.Components;
import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.oas.models.Operation;
import io.swagger.v3.oas.models.PathItem;
import io.swagger.v3.oas.models.info.Info;
import io.swagger.v3.oas.models.media.ArraySchema;
import io.swagger.v3.oas.models.media.BooleanSchema;
import io.swagger.v3.oas.models.media.Content;
import io.swagger.v3.oas.models.media.IntegerSchema;
import io.swagger.v3.oas.models.media.MediaType;
import io.swagger.v3.oas.models.media.ObjectSchema;
import io.swagger.v3.oas.models.media.Schema;
import io.swagger.v3.oas.models.media.StringSchema;
import io.swagger.v3.oas.models.responses.ApiResponse;
import io.swagger.v3.oas.models.security.SecurityRequirement;
import io.swagger.v3.oas.models.security.SecurityScheme;
import org.springdoc.core.customizers.OpenApiCustomizer;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The OpenAPI description at /v3/api-docs (Swagger UI at /swagger-ui.html): snake_case
 * schemas as on the wire, the bearer key scheme, and the problem-details answers every
 * operation can give.
 */
@Configuration(proxyBeanMethods = false)
class OpenApiConfiguration {

	private static final String PROBLEM = "Problem";

	/** Operations that take no credentials: no 401. */
	private static final Set<String> OPEN = Set.of("GET /api/calendar/ical", "GET /api/connections/{provider}/callback",
			"GET /api/session", "POST /api/logout");

	@Bean
	OpenAPI kairosOpenApi() {
		return new OpenAPI()
			.info(new Info().title("Kairos API")
				.version("v1")
				.description("Calendar and scheduling service. Every error is RFC 9457 problem details. "
						+ "Phone and desktop calendars connect over CalDAV at /dav/ (found from /.well-known/caldav): "
						+ "HTTP Basic with your e-mail and an API key as the password (docs/caldav.md)."))
			.components(new Components().addSecuritySchemes("apiKey",
					new SecurityScheme().type(SecurityScheme.Type.HTTP)
						.scheme("bearer")
						.description("An API key: kairos_…")))
			.addSecurityItem(new SecurityRequirement().addList("apiKey"));
	}

	/**
	 * Swagger reads our records with its own (Jackson 2) mapper; name their properties as
	 * the API's Jackson 3 mapper writes them.
	 */
	@Bean
	ModelResolver snakeCaseModelResolver() {
		return new ModelResolver(Json.mapper()
			.copy()
			.setPropertyNamingStrategy(com.fasterxml.jackson.databind.PropertyNamingStrategies.SNAKE_CASE));
	}

	/**
	 * The answers every operation of a kind can give, whatever its controller says: bad
	 * input, missing credentials (not on the open paths), CSRF on cookie-session writes,
	 * unknown ids, bodies too large or of the wrong type, and a busy database. Answers
	 * without a body (204, 302, 304) are described without one, problem answers a
	 * controller names without a schema get the Problem schema, and a property that is
	 * not required may be null.
	 */
	@Bean
	OpenApiCustomizer problemResponses() {
		return (openApi) -> {
			optionalMayBeNull(openApi.getComponents().getSchemas());
			openApi.getComponents().addSchemas(PROBLEM, problemSchema());
			openApi.getPaths().forEach((path, item) -> item.readOperationsMap().forEach((method, operation) -> {
				boolean write = method == PathItem.HttpMethod.POST || method == PathItem.HttpMethod.PATCH
						|| method == PathItem.HttpMethod.DELETE;
				addProblem(operation, "400", "Invalid request: the errors list names each field at fault");
				if (!OPEN.contains(method + " " + path) && !path.startsWith("/api/public/")) {
					addProblem(operation, "401", "Missing or invalid credentials");
				}
				if (write) {
					addProblem(operation, "403", "csrf: a cookie-session write without a valid X-XSRF-TOKEN");
				}
				if (method == PathItem.HttpMethod.PATCH || method == PathItem.HttpMethod.DELETE
						|| path.contains("{id}")) {
					addProblem(operation, "404", "No such object for this user");
				}
				if (path.equals("/api/events/create")
						|| (path.equals("/api/events") && method == PathItem.HttpMethod.PATCH)) {
					addProblem(operation, "409", "scheduling-conflict (conflicts and suggested_start) or "
							+ "limit-exceeded (limit and max)");
				}
				if (method == PathItem.HttpMethod.POST || method == PathItem.HttpMethod.PATCH) {
					addProblem(operation, "413", "Request body too large");
					addProblem(operation, "415", "Unsupported content type");
				}
				addProblem(operation, "503",
						"busy: the database was too busy to answer in time; nothing was changed; Retry-After");
				operation.getResponses().forEach(OpenApiConfiguration::describeBody);
			}));
		};
	}

	/**
	 * Which optional properties may be null, from the records the schemas are made of: a
	 * component declared {@code @Nullable} may be, one that is not (a non-null value in a
	 * {@code @NullMarked} package) may not. A property of a schema no record of the
	 * service is named after may be null, as before. OpenAPI 3.0 ignores {@code nullable}
	 * beside a {@code $ref}, so a referenced schema is marked nullable itself.
	 */
	@SuppressWarnings("rawtypes")
	private static void optionalMayBeNull(Map<String, Schema> schemas) {
		Map<String, Class<?>> records = ApiRecords.byName();
		Set<String> referenced = new java.util.HashSet<>();
		schemas.forEach((schemaName, schema) -> {
			if (schema.getProperties() == null) {
				return;
			}
			Map<String, java.lang.reflect.RecordComponent> components = ApiRecords.components(records.get(schemaName));
			List<?> required = (schema.getRequired() != null) ? schema.getRequired() : List.of();
			schema.getProperties().forEach((name, value) -> {
				if (required.contains(name) || !(value instanceof Schema<?> property)) {
					return;
				}
				java.lang.reflect.RecordComponent component = components.get(name);
				if (component != null && !ApiRecords.nullable(component)) {
					return;
				}
				if (property.get$ref() != null) {
					referenced.add(property.get$ref().substring(property.get$ref().lastIndexOf('/') + 1));
				}
				else {
					property.setNullable(true);
				}
			});
		});
		referenced.forEach((name) -> {
			if (schemas.get(name) != null) {
				schemas.get(name).setNullable(true);
			}
		});
	}

	private static void describeBody(String status, ApiResponse response) {
		if (status.equals("204") || status.equals("302") || status.equals("304")) {
			response.setContent(null);
			return;
		}
		if (response.getContent() == null) {
			return;
		}
		MediaType problem = response.getContent().get("application/problem+json");
		if (problem != null && problem.getSchema() == null) {
			problem.setSchema(new Schema<>().$ref("#/components/schemas/" + PROBLEM));
		}
	}

	private static void addProblem(Operation operation, String status, String description) {
		if (operation.getResponses().containsKey(status)) {
			return;
		}
		operation.getResponses()
			.addApiResponse(status,
					new ApiResponse().description(description)
						.content(new Content().addMediaType("application/problem+json",
								new MediaType().schema(new Schema<>().$ref("#/components/schemas/" + PROBLEM)))));
	}

	@SuppressWarnings("rawtypes")
	private static Schema problemSchema() {
		ObjectSchema fieldError = new ObjectSchema();
		fieldError.setProperties(Map.of("field", new StringSchema(), "message", new StringSchema()));
		ObjectSchema problem = new ObjectSchema();
		problem.setDescription("RFC 9457 problem details; a problem type may add members of its own (docs/api.md)");
		problem.setProperties(new LinkedHashMap<>(Map.of("type", new StringSchema().format("uri"), "title",
				new StringSchema(), "status", new IntegerSchema(), "detail", new StringSchema(), "instance",
				new StringSchema().format("uri-reference"), "request_id", new StringSchema(), "errors",
				new ArraySchema().items(fieldError), "conflicts", new ArraySchema().items(new ObjectSchema()),
				"suggested_start", new StringSchema().format("date-time").nullable(true))));
		problem.addProperty("conflict_count", new IntegerSchema());
		problem.addProperty("conflict_count_capped", new BooleanSchema());
		problem.setAdditionalProperties(true);
		problem.setRequired(List.of("type", "title", "status", "request_id"));
		return problem;
	}

}
