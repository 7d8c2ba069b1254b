package dev.kairos.web;

import java.util.List;
import java.util.Map;

import io.swagger.v3.core.jackson.ModelResolver;
import io.swagger.v3.core.util.Json;
import io.swagger.v3.oas.models.Components;
import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.oas.models.Operation;
import io.swagger.v3.oas.models.PathItem;
import io.swagger.v3.oas.models.info.Info;
import io.swagger.v3.oas.models.media.ArraySchema;
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

	@Bean
	OpenAPI kairosOpenApi() {
		return new OpenAPI()
			.info(new Info().title("Kairos API")
				.version("v1")
				.description("Calendar and scheduling service. Every error is RFC 9457 problem details."))
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

	@Bean
	OpenApiCustomizer problemResponses() {
		return (openApi) -> {
			openApi.getComponents().addSchemas(PROBLEM, problemSchema());
			openApi.getPaths().forEach((path, item) -> item.readOperationsMap().forEach((method, operation) -> {
				addProblem(operation, "400", "Invalid request: the errors list names each field at fault");
				if (!path.equals("/api/calendar/ical")) {
					addProblem(operation, "401", "Missing or invalid credentials");
				}
				if (method == PathItem.HttpMethod.PATCH || method == PathItem.HttpMethod.DELETE
						|| path.contains("{id}")) {
					addProblem(operation, "404", "No such object for this user");
				}
				if (path.equals("/api/events/create")
						|| (path.equals("/api/events") && method == PathItem.HttpMethod.PATCH)) {
					addProblem(operation, "409", "Scheduling conflict: see conflicts and suggested_start");
				}
				if (method == PathItem.HttpMethod.POST || method == PathItem.HttpMethod.PATCH) {
					addProblem(operation, "413", "Request body too large");
					addProblem(operation, "415", "Unsupported content type");
				}
			}));
		};
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
		problem.setDescription("RFC 9457 problem details");
		problem.setProperties(Map.of("type", new StringSchema().format("uri"), "title", new StringSchema(), "status",
				new IntegerSchema(), "detail", new StringSchema(), "request_id", new StringSchema(), "errors",
				new ArraySchema().items(fieldError), "conflicts", new ArraySchema().items(new ObjectSchema()),
				"suggested_start", new StringSchema().format("date-time").nullable(true)));
		problem.setRequired(List.of("type", "title", "status"));
		return problem;
	}

}
