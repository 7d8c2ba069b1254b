package dev.kairos.security;

import java.util.UUID;

import dev.kairos.test.Api;
import dev.kairos.test.Api.Response;
import dev.kairos.test.IntegrationTest;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.jdbc.core.simple.JdbcClient;

import static dev.kairos.test.Api.json;
import static org.assertj.core.api.Assertions.assertThat;

@IntegrationTest
class ApiKeyApiTests {

	@LocalServerPort
	private int port;

	@Autowired
	private TestUsers users;

	@Autowired
	private JdbcClient jdbc;

	private Api api;

	@BeforeEach
	void signIn() {
		this.api = new Api(this.port, this.users.create().key());
	}

	@Test
	void issuesAKeyShownOnceAndStoresOnlyItsHash() {
		Response issued = this.api.post("/api/keys", json("{'name':'CI server'}"));
		assertThat(issued.status()).isEqualTo(201);
		JsonNode key = issued.json();
		String secret = key.path("key").asString();
		assertThat(secret).matches("kairos_[A-Za-z0-9_-]{43}");
		assertThat(key.path("name").asString()).isEqualTo("CI server");
		assertThat(key.has("created_at")).isTrue();

		assertThat(this.api.as(secret).get("/api/settings").status()).isEqualTo(200);
		JsonNode listed = this.api.get("/api/keys").json().path("keys");
		assertThat(listed).hasSize(2);
		assertThat(listed.toString()).doesNotContain(secret).doesNotContain("kairos_");
		Integer stored = this.jdbc.sql("select count(*) from api_keys where key_hash like :secret")
			.param("secret", "%" + secret.substring(7, 20) + "%")
			.query(Integer.class)
			.single();
		assertThat(stored).isZero();
	}

	@Test
	void revokedKeysStopWorkingAtOnce() {
		Response issued = this.api.post("/api/keys", json("{'name':'temporary'}"));
		String secret = issued.text("key");
		assertThat(this.api.delete("/api/keys?id=" + issued.text("id")).status()).isEqualTo(204);
		Response refused = this.api.as(secret).get("/api/settings");
		assertThat(refused.status()).isEqualTo(401);
		assertThat(this.api.delete("/api/keys?id=" + issued.text("id")).status()).isEqualTo(404);
	}

	@Test
	void anotherUsersKeyIsNotFound() {
		String id = this.api.post("/api/keys", json("{'name':'mine'}")).text("id");
		Api stranger = this.api.as(this.users.create().key());
		assertThat(stranger.delete("/api/keys?id=" + id).status()).isEqualTo(404);
		assertThat(stranger.get("/api/keys").json().path("keys")).hasSize(1);
		assertThat(this.api.get("/api/keys").json().path("keys")).hasSize(2);
	}

	@Test
	void rejectsBadKeyRequests() {
		assertThat(this.api.post("/api/keys", "{}").json().path("errors").get(0).path("field").asString())
			.isEqualTo("name");
		assertThat(this.api.post("/api/keys", json("{'name':'  '}")).status()).isEqualTo(400);
		assertThat(this.api.post("/api/keys", json("{'name':'%s'}".formatted("k".repeat(101)))).status())
			.isEqualTo(400);
		assertThat(this.api.post("/api/keys", json("{'label':'x'}")).status()).isEqualTo(400);
		assertThat(this.api.delete("/api/keys?id=" + UUID.randomUUID()).status()).isEqualTo(404);
		assertThat(this.api.delete("/api/keys?id=abc").status()).isEqualTo(400);
		assertThat(this.api.get("/api/keys").json().path("keys")).hasSize(1);
	}

	@Test
	void missingOrInvalidCredentialsGet401ProblemsNeverRedirects() {
		for (String key : new String[] { null, "kairos_" + "A".repeat(43), "not-a-kairos-key", "" }) {
			Response response = this.api.as(key).get("/api/events");
			assertThat(response.status()).as("key %s", key).isEqualTo(401);
			assertThat(response.header("WWW-Authenticate")).isEqualTo("Bearer");
			assertThat(response.header("Content-Type")).startsWith("application/problem+json");
			assertThat(response.header("Location")).isNull();
			assertThat(response.json().path("request_id").asString()).isEqualTo(response.header("X-Request-Id"));
		}
		Response write = this.api.as(null).post("/api/events/create", json("{'title':'x'}"));
		assertThat(write.status()).isEqualTo(401);
		Response basic = this.api.as(null)
			.send(this.api.as(null).request("/api/events").header("Authorization", "Basic dXNlcjpwYXNz").GET());
		assertThat(basic.status()).isEqualTo(401);
	}

}
