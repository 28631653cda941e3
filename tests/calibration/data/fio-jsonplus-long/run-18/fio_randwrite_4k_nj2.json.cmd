command: fio --name=randwrite --rw=randwrite --bs=4k --ioengine=libaio --iodepth=16 --direct=1 --numjobs=2 --directory=/work/scratch-gate/fio --size=256M --runtime=8 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-gate)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-06T03:06:27Z
finished_utc: 2026-12-06T03:06:37Z
elapsed_s: 9.5
load_before:  03:06:27 up 15:59,  0 user,  load average: 5.74, 5.82, 5.55
busiest_before: rustc(78.7%) rustc(50.1%) python(20.0%) cargo(2.4%) 
caches_dropped: no
exit_code: 0
stdout: fio_randwrite_4k_nj2.json
