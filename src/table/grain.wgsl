// A texture stretched over the shape, opaque: `materials::Grain`.
#import bevy_sprite::mesh2d_vertex_output::VertexOutput

@group(#{MATERIAL_BIND_GROUP}) @binding(0) var grain: texture_2d<f32>;
@group(#{MATERIAL_BIND_GROUP}) @binding(1) var grain_sampler: sampler;

@fragment
fn fragment(mesh: VertexOutput) -> @location(0) vec4<f32> {
    return vec4(textureSample(grain, grain_sampler, mesh.uv).rgb, 1.0);
}
