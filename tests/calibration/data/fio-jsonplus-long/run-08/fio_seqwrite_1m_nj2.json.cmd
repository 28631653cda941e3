command: fio --name=seqwrite --rw=write --bs=1M --ioengine=psync --direct=0 --end_fsync=1 --numjobs=2 --directory=/work/scratch-gate/fio --size=256M --runtime=8 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-gate)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-06T02:38:28Z
finished_utc: 2026-12-06T02:38:38Z
elapsed_s: 9.5
load_before:  02:38:28 up 15:31,  0 user,  load average: 5.40, 5.56, 4.55
busiest_before: rustc(83.0%) python(55.0%) rustc(39.4%) cargo(11.7%) 
caches_dropped: no
exit_code: 0
stdout: fio_seqwrite_1m_nj2.json
